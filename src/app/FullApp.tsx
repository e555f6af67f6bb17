// The signed-in application (Refine, antd, router). Loaded as its own chunk after sign-in.
// antd 5 on React 19 needs this patch before any antd code runs (REFINE-NOTES).
import "@ant-design/v5-patch-for-react-19";
import { StrictMode } from "react";
import { BrowserRouter } from "react-router";
import { PayDeskApp } from "./PayDeskApp";

export default function FullApp() {
  return (
    <StrictMode>
      <BrowserRouter>
        <PayDeskApp />
      </BrowserRouter>
    </StrictMode>
  );
}

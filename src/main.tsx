// Entry. The antd React 19 patch must come first (REFINE-NOTES).
import "@ant-design/v5-patch-for-react-19";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { PayDeskApp } from "./app/PayDeskApp";
import "./styles.css";

async function boot() {
  // The demo backend (DESIGN §3) runs in the browser unless VITE_MOCK_API=off.
  if (import.meta.env.VITE_MOCK_API !== "off") {
    const { startDemoBackend } = await import("../mocks/browser");
    await startDemoBackend();
  }
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <BrowserRouter>
        <PayDeskApp />
      </BrowserRouter>
    </StrictMode>,
  );
}

void boot();

// A wallet's QR code as a real QR image, with its data as text (the Generate QR toast's body).
import { Flex, QRCode, Typography } from "antd";
import { truncate } from "../../src/lib/format";

export function QrToastBody({ qrCode, walletId }: { qrCode: string; walletId: string }) {
  return (
    <Flex vertical gap={8} align="start">
      <div role="img" aria-label={`QR code for wallet ${truncate(walletId, 8)}`} data-testid="wallet-qr-image">
        {/* Black on white in both themes: scanners read light-on-dark codes poorly. */}
        {/* The wrapper names the image; the drawing itself is hidden from assistive technology. */}
        <div aria-hidden="true">
          <QRCode value={qrCode} type="svg" size={148} color="#000000" bgColor="#ffffff" bordered={false} />
        </div>
      </div>
      <Typography.Text code style={{ wordBreak: "break-all" }}>
        {qrCode}
      </Typography.Text>
    </Flex>
  );
}

import QRCode from 'qrcode';

/**
 * An order number as a QR code, drawn on the server as an `<svg>` (the `qrcode` library's own SVG
 * renderer): any phone camera or 2D scanner at the packing bench reads it back. The drawing is
 * named by the number itself (role img, aria-label and a title), which needs no words of either
 * language. Only order numbers reach it (ORDER_NUMBER_PATTERN: capitals, digits and a hyphen), so
 * nothing in the markup needs escaping; the check keeps it so.
 */
export async function orderNumberQrSvg(orderNumber: string): Promise<string> {
  if (!/^[A-Z0-9-]{1,40}$/.test(orderNumber)) throw new Error('not an order number');
  const svg = await QRCode.toString(orderNumber, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return svg
    .replace(
      '<svg ',
      `<svg role="img" aria-label="${orderNumber}" data-barcode="qr" data-value="${orderNumber}" `,
    )
    .replace(/(<svg[^>]*>)/, `$1<title>${orderNumber}</title>`);
}

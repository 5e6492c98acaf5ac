export default function ReceiptPage() {
  return null;
}

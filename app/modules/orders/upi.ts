import QRCode from "qrcode";

export type UpiPayment = {
  /** The dealer's UPI ID (VPA), e.g. 'shopname@okaxis'. */
  vpa: string;
  payeeName: string;
  amountPaise: number;
  orderNumber: string;
};

/** Percent-encodes a value but keeps '@', which some UPI apps do not decode in the VPA. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, "@");
}

/** Rupees with exactly two decimals from integer paise, without going through floating point. */
export function rupeesAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise <= 0) throw new RangeError("amount must be a positive integer");
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

/** The upi://pay deep link (NPCI's UPI linking specification) a UPI app opens with everything filled in. */
export function buildUpiLink({ vpa, payeeName, amountPaise, orderNumber }: UpiPayment): string {
  const params: [string, string][] = [
    ["pa", vpa],
    ["pn", payeeName],
    ["am", rupeesAmount(amountPaise)],
    ["cu", "INR"],
    ["tn", orderNumber],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeValue(value)}`).join("&")}`;
}

/** The link as a QR code: an SVG document we generate ourselves, shown through an <img> data: URI. */
export function upiQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2, width: 240 });
}

import QRCode from "qrcode";

export type UpiPayment = {
  /** The dealer's UPI ID (VPA), e.g. 'shopname@okaxis'. */
  vpa: string;
  payeeName: string;
  amountPaise: number;
  /** Our reference: the order or booking number, sent as the transaction reference and the note. */
  orderNumber: string;
  /** The merchant category code of a merchant UPI ID (UPI_MERCHANT_CODE), sent as `mc`. */
  merchantCode?: string;
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

/**
 * The upi://pay deep link (NPCI's UPI linking specification) a UPI app opens with everything filled in: payee
 * (`pa`, `pn`), merchant code (`mc`, when the UPI ID is a merchant's), our reference (`tr`, which the payment
 * carries back to the dealer's statement), amount and currency (`am`, `cu`) and the note (`tn`).
 */
export function buildUpiLink({ vpa, payeeName, amountPaise, orderNumber, merchantCode }: UpiPayment): string {
  const params: [string, string][] = [
    ["pa", vpa],
    ["pn", payeeName],
    ...(merchantCode ? [["mc", merchantCode] as [string, string]] : []),
    ["tr", orderNumber],
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

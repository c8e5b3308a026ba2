// GSM 03.38: the default alphabet costs one septet a character, its extension table two; anything else
// sends the whole text as UCS-2. A long SMS is split into parts that each lose room to the joining header.
const gsmBasic =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const gsmExtension = "^{}\\[~]|€\f";

export type SmsParts = { encoding: "GSM-7" | "Unicode"; characters: number; parts: number };

/** How an SMS travels and how many parts the operator bills for it. */
export function smsParts(text: string): SmsParts {
  const chars = [...text];
  if (chars.every((char) => gsmBasic.includes(char) || gsmExtension.includes(char))) {
    const septets = chars.reduce((sum, char) => sum + (gsmExtension.includes(char) ? 2 : 1), 0);
    return { encoding: "GSM-7", characters: septets, parts: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  }
  const units = text.length; // UTF-16 code units, as UCS-2 counts them
  return { encoding: "Unicode", characters: units, parts: units <= 70 ? 1 : Math.ceil(units / 67) };
}

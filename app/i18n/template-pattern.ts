// Placeholders no message or product title holds (Unicode private-use characters).
const mark = (index: number) => `\uE000${index}\uE001`;
const marks = /\uE000(\d)\uE001/g;

/**
 * A message template as a regular expression source that matches the text it writes, each value captured
 * with `value` (".+" unless given), and `order`: which of the template's values each capture is. Used to read
 * back English text stored or sent earlier so it can be written again in another language.
 */
export function templatePattern(
  template: (...values: string[]) => string,
  value = ".+",
): { source: string; order: number[] } {
  const text = template(...Array.from({ length: template.length }, (_, index) => mark(index)));
  const order = [...text.matchAll(marks)].map((found) => Number(found[1]));
  const source = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(marks, `(${value})`);
  return { source, order };
}

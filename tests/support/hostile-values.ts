/**
 * fast-check generators of the input an attacker or a broken client sends: wrong types, huge strings,
 * unicode edge cases (lone surrogates, right-to-left marks, emoji, NUL), odd numbers, arrays and objects
 * where text is expected. Shared by the schema, action and fuzz tests.
 */
import fc from "fast-check";

/** Single characters that break naive code: NUL, controls, lone surrogates, bidi overrides, BOM, emoji. */
export const nastyChars = [
  "\u0000",
  "\u0001",
  "\u0008",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u200b",
  "\u200e",
  "\u202e",
  "\u2028",
  "\u2029",
  "\ufeff",
  "\ufffd",
  "\uffff",
  "\ud800",
  "\udfff",
  "\udbff\udfff",
  "😀",
  "👩‍👩‍👧‍👦",
  "₹",
  "தமிழ்",
  "مرحبا",
  "ﷺ",
  "\r\n",
  "\t",
  "'",
  '"',
  "\\",
  "%00",
  "%",
  "<script>",
  "${",
  "{{",
  "'; drop table orders; --",
];

const nastyChar = fc.constantFrom(...nastyChars);

/** Text made of ordinary, full-unicode and nasty pieces, up to `maxLength` pieces. */
export function hostileText(maxLength = 40): fc.Arbitrary<string> {
  return fc
    .array(
      fc.oneof(
        { weight: 3, arbitrary: fc.string({ maxLength: 8 }) },
        { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 4 }) },
        { weight: 3, arbitrary: nastyChar },
        { weight: 1, arbitrary: fc.stringMatching(/^[0-9 +-]{1,14}$/) },
      ),
      { maxLength },
    )
    .map((parts) => parts.join(""));
}

function repeated(max: number) {
  return fc
    .tuple(fc.constantFrom("a", "9", " ", "\u0000", "😀", "\ud800"), fc.integer({ min: 1_000, max }))
    .map(([char, count]) => char.repeat(count));
}

/** A string far longer than any field allows. */
export const hugeText = repeated(200_000);

/** Numbers no form sends: negative, fractional, NaN, infinities, huge and unsafe integers. */
export const oddNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 53 + 1),
  fc.integer(),
  fc.integer({ min: -1_000_000, max: -1 }),
);

/** Numbers written as text: what the same odd numbers look like in a form field. */
export const oddNumberText = fc.oneof(
  oddNumber.map(String),
  fc.constantFrom(
    "1e309",
    "-1",
    "0x10",
    "1_000",
    "١٢٣",
    "１２３",
    "9".repeat(400),
    "1.005",
    " 5 ",
    "5,00,000",
  ),
);

/** Any value at all, as a JSON body or a schema input can carry it. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 6, arbitrary: hostileText() },
    { weight: 1, arbitrary: hugeText },
    { weight: 2, arbitrary: oddNumber },
    { weight: 2, arbitrary: oddNumberText },
    { weight: 1, arbitrary: fc.constantFrom(null, undefined, true, false, "on", "true", "", " ") },
    { weight: 1, arbitrary: fc.bigInt() },
    { weight: 1, arbitrary: fc.date({ noInvalidDate: false }) },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 3 }) },
    // Objects as JSON.parse builds them: it never makes one without Object's prototype (zod's length
    // checks would throw on one, comparing it with a number), and form posts carry no objects at all.
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), tie("value"), {
        maxKeys: 3,
        noNullPrototype: true,
      }),
    },
  ),
})).value;

/**
 * An object with the given field names: each one missing, a plausible value (from `plausible`, so
 * some inputs pass) or a hostile one, plus a few unknown fields.
 */
export function hostileRecord(
  fields: readonly string[],
  plausible: Record<string, fc.Arbitrary<unknown>> = {},
  { plausibleWeight = 6 }: { plausibleWeight?: number } = {},
): fc.Arbitrary<Record<string, unknown>> {
  const entries = fields.map((field) => {
    const good = plausible[field];
    const choices: fc.WeightedArbitrary<unknown>[] = [
      { weight: 1, arbitrary: fc.constant(missing) },
      { weight: 3, arbitrary: hostileValue },
    ];
    if (good) choices.push({ weight: plausibleWeight, arbitrary: good });
    return fc.tuple(fc.constant(field), fc.oneof(...choices));
  });
  const extra = fc.array(fc.tuple(fc.string({ maxLength: 12 }), hostileValue), { maxLength: 3 });
  return fc.tuple(fc.tuple(...entries), extra).map(([known, unknown]) => {
    const record: Record<string, unknown> = {};
    for (const [key, value] of unknown) {
      // never a key that changes the prototype: the schemas see plain data
      if (key !== "__proto__") record[key] = value;
    }
    for (const [key, value] of known) {
      if (value === missing) delete record[key];
      else record[key] = value;
    }
    return record;
  });
}

const missing = Symbol("missing");

/** A form field's value as a browser or a script can send it: text, a repeated field or a file. */
export type FormValue = { kind: "text"; value: string } | { kind: "file"; name: string; bytes: Uint8Array };

const formTextValue = fc.oneof(
  { weight: 6, arbitrary: hostileText() },
  // longer than every field, short enough to keep a thousand submissions quick
  { weight: 1, arbitrary: repeated(20_000) },
  { weight: 2, arbitrary: oddNumberText },
  { weight: 1, arbitrary: fc.constantFrom("", " ", "on", "true", "false", "null", "undefined", "[]", "{}") },
);

export const formFileValue: fc.Arbitrary<FormValue> = fc.record({
  kind: fc.constant("file" as const),
  name: fc.oneof(
    fc.constantFrom("a.png", "../../etc/passwd", "x\u0000.jpg", ""),
    fc.string({ maxLength: 20 }),
  ),
  bytes: fc.uint8Array({ maxLength: 64 }),
});

/**
 * Form entries for a route: its real field names with plausible or hostile text, repeated fields, files
 * where text is expected, and random extra fields. `plausible` gives good values so some inputs succeed.
 */
export function hostileForm(
  fields: readonly string[],
  plausible: Record<string, fc.Arbitrary<string>> = {},
): fc.Arbitrary<[string, FormValue][]> {
  const valueFor = (field: string): fc.Arbitrary<FormValue[]> => {
    const good = plausible[field];
    const text = good
      ? fc.oneof({ weight: 6, arbitrary: good }, { weight: 4, arbitrary: formTextValue })
      : formTextValue;
    const one = fc.oneof(
      { weight: 9, arbitrary: text.map((value): FormValue => ({ kind: "text", value })) },
      { weight: 1, arbitrary: formFileValue },
    );
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant<FormValue[]>([]) },
      { weight: 8, arbitrary: one.map((value) => [value]) },
      { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
    );
  };
  const known = fc.tuple(
    ...fields.map((field) =>
      valueFor(field).map((values) => values.map((v) => [field, v] as [string, FormValue])),
    ),
  );
  const extra = fc.array(
    fc.tuple(
      fields.length > 0
        ? fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(...fields))
        : fc.string({ maxLength: 10 }),
      formTextValue.map((value): FormValue => ({ kind: "text", value })),
    ),
    { maxLength: 3 },
  );
  return fc.tuple(known, extra).map(([entries, more]) => [...entries.flat(), ...more]);
}

export function toFormData(entries: [string, FormValue][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (value.kind === "text") form.append(name, value.value);
    else form.append(name, new Blob([Buffer.from(value.bytes)]), value.name);
  }
  return form;
}

/** The first text value of a field in generated entries, as `formText` reads it. */
export function firstText(entries: [string, FormValue][], name: string): string | undefined {
  const entry = entries.find(([field]) => field === name);
  if (!entry) return undefined;
  return entry[1].kind === "text" ? entry[1].value : undefined;
}

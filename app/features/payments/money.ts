/** US cents as the pages write them: "$495", "$1,250.50" (product.md §10.14). */
export function dollars(cents: number): string {
  const whole = cents % 100 === 0;
  return (cents / 100).toLocaleString("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** An amount typed in US dollars ("495", "$1,250.50") in cents; "" is undefined, anything else NaN. */
export function typedCents(text: string): number | undefined {
  const typed = text.trim().replace(/^\$/, "").replaceAll(",", "");
  if (typed === "") return undefined;
  return /^\d+(\.\d{1,2})?$/.test(typed) ? Math.round(Number(typed) * 100) : NaN;
}

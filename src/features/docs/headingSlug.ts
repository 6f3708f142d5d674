/** The anchor of a heading: "Moving averages and windows" -> "moving-averages-and-windows". */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`'’"]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

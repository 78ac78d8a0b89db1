/** The facts of a listing as a definition list. */
export function SpecsTable({ rows }: { rows: [label: string, value: string | null | undefined][] }) {
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <dl className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
      {shown.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 border-b border-line py-2.5 text-sm">
          <dt className="text-muted">{label}</dt>
          <dd className="text-right font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

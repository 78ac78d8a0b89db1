'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface Series {
  label: string;
  value: number;
}

/**
 * A bar chart with its figures beside it as a table (for screen readers, and for anyone who wants
 * the exact numbers). Recharts is loaded on admin pages only.
 */
export function BarPanel({
  title,
  series,
  unit,
  color = '#c1272d',
  tickEvery = 1,
}: {
  title: string;
  series: Series[];
  unit?: string;
  color?: string;
  tickEvery?: number;
}) {
  const format = (value: number) => `${new Intl.NumberFormat('fr-FR').format(value)}${unit ? `\u00a0${unit}` : ''}`;
  return (
    <figure className="card space-y-2 p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      <div className="h-48" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {/* Hidden from assistive technology (the table says it all): nothing in it may take the focus. */}
          <BarChart data={series} margin={{ top: 4, right: 4, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e3e5ea" />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={tickEvery - 1} tickLine={false} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} tickLine={false} axisLine={false} />
            <Tooltip formatter={(value) => format(Number(value))} />
            <Bar dataKey="value" fill={color} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted">Voir les chiffres</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <tbody>
            {series.map((point) => (
              <tr key={point.label} className="border-b border-line">
                <th scope="row" className="py-1 font-normal text-muted">
                  {point.label}
                </th>
                <td className="py-1 text-right font-medium">{format(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

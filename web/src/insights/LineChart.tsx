import { extent, pointCount, type ChartData } from './shape';

const width = 560;
const height = 200;
const pad = { left: 44, right: 12, top: 12, bottom: 28 };
const colors = ['#2563eb', '#16a34a', '#dc2626', '#d97706', '#7c3aed', '#0891b2', '#db2777', '#4b5563'];

/**
 * LineChart draws series over labels as an SVG: a line per series with a dot per value (each with its
 * value as a tooltip), a y axis from zero, a legend, and the numbers as a table for those who cannot see it.
 */
export function LineChart({ title, data, unit = '' }: { title: string; data: ChartData; unit?: string }) {
  const top = extent(data);
  const n = data.labels.length;
  const x = (i: number) =>
    pad.left + (n <= 1 ? (width - pad.left - pad.right) / 2 : (i * (width - pad.left - pad.right)) / (n - 1));
  const y = (v: number) => height - pad.bottom - (v / top) * (height - pad.top - pad.bottom);
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      {pointCount(data) === 0 ? (
        <p className="muted">No data yet: the weekly snapshot fills this in.</p>
      ) : (
        <>
          <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title}>
            <line x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} className="axis" />
            <text x={pad.left - 6} y={y(top)} className="tick" textAnchor="end">
              {formatValue(top)}
              {unit}
            </text>
            <text x={pad.left - 6} y={y(0)} className="tick" textAnchor="end">
              0
            </text>
            <text x={x(0)} y={height - 8} className="tick" textAnchor={n <= 1 ? 'middle' : 'start'}>
              {data.labels[0]}
            </text>
            {n > 1 && (
              <text x={x(n - 1)} y={height - 8} className="tick" textAnchor="end">
                {data.labels[n - 1]}
              </text>
            )}
            {data.series.map((s, si) => {
              const color = colors[si % colors.length];
              const points = s.values.flatMap((v, i) => (v === null ? [] : [`${x(i)},${y(v)}`]));
              return (
                <g key={s.name} data-series={s.name}>
                  <polyline points={points.join(' ')} fill="none" stroke={color} strokeWidth={2} />
                  {s.values.map((v, i) =>
                    v === null ? null : (
                      <circle key={i} cx={x(i)} cy={y(v)} r={3.5} fill={color} className="point">
                        <title>
                          {s.name}, {data.labels[i]}: {formatValue(v)}
                          {unit}
                        </title>
                      </circle>
                    ),
                  )}
                </g>
              );
            })}
          </svg>
          <ul className="legend">
            {data.series.map((s, si) => (
              <li key={s.name}>
                <span
                  className="swatch"
                  style={{ background: colors[si % colors.length] }}
                  aria-hidden="true"
                />
                {s.name}
              </li>
            ))}
          </ul>
          <details>
            <summary>
              The numbers<span className="sr-only"> of {title}</span>
            </summary>
            <table>
              <thead>
                <tr>
                  <th scope="col">Week</th>
                  {data.series.map((s) => (
                    <th key={s.name} scope="col">
                      {s.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.labels.map((l, i) => (
                  <tr key={l}>
                    <th scope="row">{l}</th>
                    {data.series.map((s) => (
                      <td key={s.name}>{s.values[i] === null ? '—' : formatValue(s.values[i] as number)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}

/** formatValue shows a number with at most one decimal. */
function formatValue(v: number): string {
  return Number.isInteger(v) ? String(v) : v.toFixed(1);
}

/** The header row of a figures table: one column header per catalogue text, in order. */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <tr>
      {labels.map((label) => (
        <th key={label} scope="col">
          {label}
        </th>
      ))}
    </tr>
  );
}

/** A table of named records (client types, site groups), each with Rename and Delete. */
import { Button, Row } from '@times/shared-sdk';
import { Table, appMessages } from '@times/shared-sdk/app';

interface Props<T> {
  label: string;
  items: T[];
  keyOf: (item: T) => string;
  nameOf: (item: T) => string;
  onRename: (item: T) => void;
  onDelete: (item: T) => void;
}

export function NamedTable<T>({ label, items, keyOf, nameOf, onRename, onDelete }: Props<T>) {
  const t = appMessages.setup;
  return (
    <Table aria-label={label}>
      <tbody>
        {items.map((item) => (
          <tr key={keyOf(item)}>
            <td>{nameOf(item)}</td>
            <td>
              <Row>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={`${t.rename} ${nameOf(item)}`}
                  onClick={() => onRename(item)}
                >
                  {t.rename}
                </Button>
                <Button
                  type="button"
                  $variant="danger"
                  aria-label={`${t.delete} ${nameOf(item)}`}
                  onClick={() => onDelete(item)}
                >
                  {t.delete}
                </Button>
              </Row>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

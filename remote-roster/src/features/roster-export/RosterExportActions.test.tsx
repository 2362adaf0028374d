import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import Papa from 'papaparse';
import { ThemeProvider } from 'styled-components';
import { theme } from '@times/shared-sdk';
import { details, employees, header, positions } from '../roster-calendar/calendarTestData';
import { PRINT_CHOSEN, printRoot } from './printMarks';
import { RosterExportActions } from './RosterExportActions';

const data = { employees, positions, roster_details: details };

function Roster({ loaded = true }: { loaded?: boolean }) {
  const section = useRef<HTMLElement>(null);
  return (
    <section ref={section} {...printRoot} data-testid="roster">
      <RosterExportActions header={header} data={loaded ? data : null} section={section} />
    </section>
  );
}

const renderActions = (loaded = true) => {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <Roster loaded={loaded} />
    </ThemeProvider>,
  );
  return user;
};

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('RosterExportActions', () => {
  const createObjectURL = jest.fn((blob: Blob) => (blob ? 'blob:roster' : ''));
  const revokeObjectURL = jest.fn();
  let click: jest.SpyInstance;

  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the roster as a CSV file named by site, shift and period, one line per assignment', async () => {
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('roster North Day 2026-12-01 2026-12-31.csv');
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const parsed = Papa.parse(await readBlob(blob), { header: true, skipEmptyLines: true });
    expect(parsed.data).toHaveLength(details.length);
  });

  it('cannot download before the roster has loaded', () => {
    renderActions(false);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('prints with this roster chosen and the document named after it, then restores the title', async () => {
    document.title = 'Times';
    const titles: string[] = [];
    const print = jest.spyOn(window, 'print').mockImplementation(() => titles.push(document.title));
    const other = document.createElement('section');
    other.setAttribute(PRINT_CHOSEN, '');
    document.body.append(other);
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(titles).toEqual(['North · Day · 01 Dec 2026 - 31 Dec 2026']);
    expect(document.title).toBe('Times');
    expect(screen.getByTestId('roster')).toHaveAttribute(PRINT_CHOSEN);
    expect(other).not.toHaveAttribute(PRINT_CHOSEN);
    other.remove();
  });
});

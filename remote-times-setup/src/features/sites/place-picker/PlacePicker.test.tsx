import type { ReactNode } from 'react';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import type { PlaceChoice } from '@times/shared-sdk';
import { placesApi } from '@times/shared-sdk/app';
import PlacePickerDefault, { PlacePicker } from './PlacePicker';
import LazyEntry from './index';

/** The Leaflet map, as far as the picker's viewport helper uses it. */
const fakeMap = {
  getSize: jest.fn(() => ({ x: 400, y: 260 })),
  getContainer: jest.fn(() => document.createElement('div')),
  invalidateSize: jest.fn(),
  setView: jest.fn(),
  flyTo: jest.fn(),
  fitBounds: jest.fn(),
};

jest.mock('react-leaflet', () => ({
  MapContainer: ({ children, center, bounds }: { children: ReactNode; center?: unknown; bounds?: unknown }) => (
    <div data-testid="map" data-center={JSON.stringify(center ?? null)} data-bounds={JSON.stringify(bounds ?? null)}>
      {children}
    </div>
  ),
  CircleMarker: ({ center }: { center: unknown }) => <div data-testid="marker" data-center={JSON.stringify(center)} />,
  GeoJSON: () => null,
  TileLayer: () => null,
  useMap: () => fakeMap,
}));
jest.mock('./OfflineBasemap', () => ({
  OFFLINE_SEA: '#dbe7f0',
  OfflineBasemap: () => <div data-testid="offline-basemap" />,
}));

const pretoria: PlaceChoice = { name: 'Pretoria', description: 'Gauteng, South Africa', lat: -25.7479, lng: 28.2293 };
const pretoriusKraal: PlaceChoice = {
  name: 'Pretoriuskraal',
  description: 'Limpopo, South Africa',
  lat: -24.1,
  lng: 29.5,
};

function Harness({
  onChange,
  initial = null,
}: {
  onChange: (place: PlaceChoice) => void;
  initial?: PlaceChoice | null;
}) {
  const [value, setValue] = useState<PlaceChoice | null>(initial);
  return (
    <ThemeRoot>
      <form onSubmit={() => onChange({ name: 'submitted', description: '', lat: 0, lng: 0 })}>
        <PlacePicker
          label="Place"
          value={value}
          onChange={(place) => {
            setValue(place);
            onChange(place);
          }}
        />
      </form>
    </ThemeRoot>
  );
}

describe('PlacePicker', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.clearAllMocks();
  });

  it('searches as the user types, then chooses a place with the keyboard', async () => {
    const search = jest
      .spyOn(placesApi, 'search')
      .mockResolvedValue({ kind: 'ok', data: { status: 'OK', places: [pretoria, pretoriusKraal] } });
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByTestId('map')).toHaveAttribute(
      'data-bounds',
      JSON.stringify([
        [-34.8, 16.5],
        [-22.1, 32.9],
      ]),
    );
    expect(screen.getByTestId('offline-basemap')).toBeInTheDocument();

    const input = screen.getByLabelText('Place');
    expect(input).toHaveAttribute('id', 'place-search');
    await userEvent.type(input, 'pre');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Pretoria');
    expect(options[0]).toHaveTextContent('Gauteng, South Africa');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('pre');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', 'place-search-option-1');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(pretoriusKraal);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Pretoriuskraal');
    expect(screen.getByText('Chosen place: Pretoriuskraal')).toBeInTheDocument();
    expect(screen.getByTestId('marker')).toHaveAttribute('data-center', JSON.stringify([-24.1, 29.5]));
    await waitFor(() =>
      expect(fakeMap.flyTo).toHaveBeenCalledWith([-24.1, 29.5], expect.any(Number), expect.anything()),
    );
    expect(fakeMap.invalidateSize).toHaveBeenCalled();
    // Choosing filled the box without a new search.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('chooses with a click, closes with Escape, and says when nothing is found', async () => {
    const search = jest.spyOn(placesApi, 'search').mockImplementation(async (q) => ({
      kind: 'ok',
      data: { status: 'OK', places: q === 'zzz' ? [] : [pretoria] },
    }));
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Place');

    await userEvent.type(input, 'zzz');
    expect(await screen.findByText('No places found')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'pre');
    expect(await screen.findByRole('option', { name: /Pretoria/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.type(input, 't');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(3));
    await userEvent.click(await screen.findByRole('option', { name: /Pretoria/ }));
    expect(onChange).toHaveBeenCalledWith(pretoria);
    expect(search.mock.calls.map(([q]) => q)).toEqual(['zzz', 'pre', 'pret']);
  });

  it('starts on a given place and marks the box invalid', () => {
    render(
      <ThemeRoot>
        <PlacePickerDefault label="Place" value={pretoria} onChange={jest.fn()} invalid />
      </ThemeRoot>,
    );
    expect(screen.getByLabelText('Place')).toHaveValue('Pretoria');
    expect(screen.getByLabelText('Place')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('map')).toHaveAttribute('data-center', JSON.stringify([pretoria.lat, pretoria.lng]));
    expect(screen.getByText('Chosen place: Pretoria')).toBeInTheDocument();
    expect(document.head.querySelector('style[data-leaflet]')).not.toBeNull();
    expect(LazyEntry).toBe(PlacePicker);
  });
});

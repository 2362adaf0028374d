/**
 * The site's place, chosen from a map autocomplete (spec 000 sections 2, 3 and 5): a search
 * box with a listbox of places, and below it a Leaflet map centred on the chosen place.
 * Loaded through React.lazy (./index.ts) so leaflet stays out of every other chunk.
 * Without a configured tile URL the map draws local country shapes (OfflineBasemap); the
 * search asks the configured geocoder or the mock API's gazetteer (placesApi).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import type { LatLngBoundsExpression, LatLngTuple } from 'leaflet';
import { CircleMarker, MapContainer, useMap } from 'react-leaflet';
import { FieldLabel, FieldWrap } from '@times/shared-sdk';
import type { PlaceChoice } from '@times/shared-sdk';
import {
  ComboboxFrame,
  ComboboxList,
  ComboboxOption,
  ControlInput,
  appMessages,
  mapSettings,
  useCombobox,
  useComboboxState,
} from '@times/shared-sdk/app';
import { OFFLINE_SEA, OfflineBasemap } from './OfflineBasemap';
import { TileBasemap } from './TileBasemap';
import { useLeafletCss } from './useLeafletCss';
import { MIN_SEARCH_LENGTH, usePlaceSearch } from './usePlaceSearch';

export interface PlacePickerProps {
  /** The chosen place, null for none. */
  value: PlaceChoice | null;
  onChange: (place: PlaceChoice) => void;
  /** Marks the search box invalid (the form shows its own message). */
  invalid?: boolean;
  label: string;
  /** The search box's id (one picker per page keeps the default). */
  id?: string;
}

/** With no place chosen the map shows the whole of South Africa. */
export const SOUTH_AFRICA: LatLngBoundsExpression = [
  [-34.8, 16.5],
  [-22.1, 32.9],
];
/** The zoom of a chosen place over map tiles. */
export const PLACE_ZOOM = 10;
/** The offline country shapes are coarse (1:110m): a chosen place is shown with its surroundings. */
export const OFFLINE_PLACE_ZOOM = 7;
export const MAP_HEIGHT = 260;

export const DEFAULT_INPUT_ID = 'place-search';

const t = appMessages.setup.sites;

/** Above Leaflet's panes and controls (z-index up to 1000). */
const List = styled(ComboboxList)`
  z-index: 1100;
`;

const Option = styled(ComboboxOption)`
  display: flex;
  flex-direction: column;
`;

const OptionName = styled.span`
  font-weight: 600;
`;

const OptionDescription = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Note = styled.p<{ $tone?: 'muted' | 'danger' }>`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.muted)};
`;

const MapFrame = styled.div`
  margin-top: 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  overflow: hidden;
  /* The map's own stacking context: its panes never cover the form's dropdowns or dialogs. */
  position: relative;
  z-index: 0;
`;

const Chosen = styled.p`
  margin: 4px 0 0;
  font-weight: 600;
`;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Keeps the Leaflet map sized and on the chosen place: invalidateSize after mount and whenever
 * its box changes (a map inside a tab often measures 0 first), then flies to each new place.
 */
function MapViewport({ value, zoom }: { value: PlaceChoice | null; zoom: number }) {
  const map = useMap();
  const target: LatLngTuple | null = value ? [value.lat, value.lng] : null;
  const targetKey = target ? target.join(',') : '';
  const targetRef = useRef(target);
  // Runs before the effects below, so they always see the current place.
  useEffect(() => {
    targetRef.current = value ? [value.lat, value.lng] : null;
  }, [value]);

  const showTarget = useCallback(
    (animate: boolean) => {
      const place = targetRef.current;
      const size = map.getSize();
      const still = !animate || size.x === 0 || size.y === 0 || prefersReducedMotion();
      if (place) {
        if (still) map.setView(place, zoom, { animate: false });
        else map.flyTo(place, zoom, { duration: 0.8 });
      } else {
        map.fitBounds(SOUTH_AFRICA, { animate: !still });
      }
    },
    [map, zoom],
  );

  useEffect(() => {
    let wasEmpty = map.getSize().x === 0 || map.getSize().y === 0;
    const resize = () => {
      map.invalidateSize({ pan: false });
      const size = map.getSize();
      const empty = size.x === 0 || size.y === 0;
      // The first view was fitted to a box of no size: fit it again now that there is one.
      if (wasEmpty && !empty) showTarget(false);
      wasEmpty = empty;
    };
    const timer = window.setTimeout(resize, 0);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
    observer?.observe(map.getContainer());
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [map, showTarget]);

  const shownKey = useRef(targetKey);
  useEffect(() => {
    // MapContainer's own center or bounds showed the first value.
    if (shownKey.current === targetKey) return;
    shownKey.current = targetKey;
    showTarget(true);
  }, [targetKey, showTarget]);

  return null;
}

export function PlacePicker({ value, onChange, invalid = false, label, id = DEFAULT_INPUT_ID }: PlacePickerProps) {
  useLeafletCss();
  const theme = useTheme();
  const box = useComboboxState(value?.name ?? '');
  const search = usePlaceSearch(box.term);
  const listRef = useRef<HTMLUListElement>(null);
  const { tileUrl } = useMemo(() => mapSettings(), []);

  // A value set from outside (an edit form, a reset) shows its name in the box.
  const lastValue = useRef(value);
  const { reset } = box;
  useEffect(() => {
    if (lastValue.current === value) return;
    lastValue.current = value;
    reset(value?.name ?? '');
  }, [value, reset]);

  const places = search.places;
  const { open, active } = box;
  const typed = box.term.trim().length >= MIN_SEARCH_LENGTH;
  const { listOpen, hintId, listboxId, inputProps, optionProps } = useCombobox(box, {
    id,
    items: places,
    typed,
    label: (place) => place.name,
    onChoose: (place) => {
      lastValue.current = place;
      onChange(place);
    },
    escapeStaysInBox: true,
  });
  const noneFound = open && typed && search.status === 'done' && places.length === 0;
  const failed = open && typed && search.status === 'error';

  useEffect(() => {
    if (!listOpen || active < 0) return;
    // Scroll the list only (scrollIntoView would scroll the page too, moving what is under the pointer).
    const list = listRef.current;
    const option = list?.children[active];
    if (!list || !(option instanceof HTMLElement)) return;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
  }, [listOpen, active]);

  const zoom = tileUrl ? PLACE_ZOOM : OFFLINE_PLACE_ZOOM;
  const center: LatLngTuple | undefined = value ? [value.lat, value.lng] : undefined;

  return (
    <FieldWrap>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <ComboboxFrame>
        <ControlInput {...inputProps} placeholder={t.searchPlace} $invalid={invalid} aria-invalid={invalid} />
        {listOpen && (
          <List id={listboxId} role="listbox" ref={listRef}>
            {places.map((place, index) => (
              <Option key={`${place.name}|${place.lat}|${place.lng}|${index}`} {...optionProps(place, index)}>
                <OptionName>{place.name}</OptionName>
                {place.description && <OptionDescription>{place.description}</OptionDescription>}
              </Option>
            ))}
          </List>
        )}
      </ComboboxFrame>
      <Note id={hintId}>{t.searchHint}</Note>
      {noneFound && <Note role="status">{t.noPlaces}</Note>}
      {failed && search.error && (
        <Note role="alert" $tone="danger">
          {search.error}
        </Note>
      )}
      <MapFrame>
        <MapContainer
          style={{ height: MAP_HEIGHT, width: '100%', background: tileUrl ? undefined : OFFLINE_SEA }}
          {...(center ? { center, zoom } : { bounds: SOUTH_AFRICA })}
          minZoom={2}
          maxZoom={tileUrl ? 19 : 12}
          scrollWheelZoom={false}
          worldCopyJump
          attributionControl={Boolean(tileUrl)}
        >
          {tileUrl ? <TileBasemap url={tileUrl} /> : <OfflineBasemap />}
          {value && (
            <CircleMarker
              center={[value.lat, value.lng]}
              radius={8}
              pathOptions={{ color: theme.colors.brand, weight: 2, fillColor: theme.colors.accent, fillOpacity: 0.85 }}
            />
          )}
          <MapViewport value={value} zoom={zoom} />
        </MapContainer>
      </MapFrame>
      {value && <Chosen aria-live="polite">{t.chosenPlace(value.name)}</Chosen>}
    </FieldWrap>
  );
}

export default PlacePicker;

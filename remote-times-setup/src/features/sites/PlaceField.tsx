/** The site form's place: the map picker bound to formik, holding the chosen place as JSON. */
import { useField } from 'formik';
import { useMemo } from 'react';
import { FieldError } from '@times/shared-sdk';
import type { PlaceChoice } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { LazyPlacePicker } from './LazyPlacePicker';

function parsePlace(json: string): PlaceChoice | null {
  try {
    return json ? (JSON.parse(json) as PlaceChoice) : null;
  } catch {
    return null;
  }
}

export function PlaceField({ name }: { name: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  // One object per chosen place, so the picker sees a change only when the place changes.
  const place = useMemo(() => parsePlace(field.value), [field.value]);
  return (
    <div>
      <LazyPlacePicker
        label={appMessages.setup.sites.searchPlace}
        value={place}
        invalid={invalid}
        onChange={(place) => {
          void helpers.setValue(JSON.stringify(place));
          void helpers.setTouched(true, false);
        }}
      />
      <FieldError>{invalid ? meta.error : null}</FieldError>
    </div>
  );
}

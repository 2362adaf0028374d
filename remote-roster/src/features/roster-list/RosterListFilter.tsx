/**
 * The roster list's filter (spec 002 sections 2.2 and 5): All or Period; with Period a start and an
 * end date, both required ('Period date is required'). Search applies it.
 */
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { Button, RadioGroup, TextField, validateWith } from '@times/shared-sdk';
import type { RosterListFilterValues } from '@times/shared-sdk';
import { RosterFilter, appMessages } from '@times/shared-sdk/app';
import type { ListFilter } from './listFilter';
import { toListFilter } from './listFilter';

const t = appMessages.rosters.list;

const Bar = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  align-items: flex-start;
  > fieldset {
    width: auto;
    min-width: 160px;
  }
  > div {
    min-width: 180px;
  }
  > button {
    margin-top: 1.55rem;
  }
`;

const OPTIONS = [
  { value: RosterFilter.ALL, label: t.all },
  { value: RosterFilter.PERIOD, label: t.period },
];

const INITIAL: RosterListFilterValues = { filter_by: RosterFilter.ALL, dt_start: '', dt_end: '' };

export function RosterListFilter({ onSearch }: { onSearch: (filter: ListFilter) => void }) {
  return (
    <Formik
      initialValues={INITIAL}
      validate={validateWith<RosterListFilterValues>('rosterListFilterSchema')}
      onSubmit={(values) => onSearch(toListFilter(values))}
    >
      {({ values }) => (
        <Bar noValidate aria-label={t.filter}>
          <RadioGroup name="filter_by" legend={t.filter} options={OPTIONS} />
          {values.filter_by === RosterFilter.PERIOD && (
            <>
              <TextField name="dt_start" label={t.startDate} type="date" />
              <TextField name="dt_end" label={t.endDate} type="date" />
            </>
          )}
          <Button type="submit">{t.search}</Button>
        </Bar>
      )}
    </Formik>
  );
}

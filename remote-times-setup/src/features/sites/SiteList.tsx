/** Available Sites: the filter (All, Client, Group, Operations Manager, Location), the table and 'More'. */
import { useMemo, useState } from 'react';
import { Alert, Button, EmptyState, Muted, Spinner } from '@times/shared-sdk';
import type { PlaceChoice, SiteFilterCode } from '@times/shared-sdk';
import { appMessages, Toolbar } from '@times/shared-sdk/app';
import { LazyPlacePicker } from './LazyPlacePicker';
import { SiteEditor } from './SiteEditor';
import { SiteTable } from './SiteTable';
import { siteQuery } from './siteQuery';
import type { SiteChoices } from './useSiteChoices';
import { useSiteList } from './useSiteList';

export function SiteList({ choices }: { choices: SiteChoices }) {
  const t = appMessages.setup.sites;
  const [flt, setFlt] = useState<SiteFilterCode>(0);
  const [filterId, setFilterId] = useState('');
  const [place, setPlace] = useState<PlaceChoice | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const query = useMemo(() => siteQuery(flt, filterId, place), [flt, filterId, place]);
  const list = useSiteList(query);

  const options: { id: string; name: string }[] =
    flt === 1
      ? choices.clients.map((c) => ({ id: c.cntd, name: c.name }))
      : flt === 2
        ? choices.groups.map((g) => ({ id: g.gd, name: g.name }))
        : flt === 3
          ? choices.opsManagers.map((o) => ({ id: o.opsd, name: o.name }))
          : [];

  if (open)
    return (
      <SiteEditor
        std={open}
        choices={choices}
        onDone={() => {
          setOpen(null);
          list.reload();
        }}
      />
    );

  return (
    <>
      <Toolbar>
        <label>
          {appMessages.setup.filter}
          <select
            value={flt}
            onChange={(event) => {
              setFlt(Number(event.target.value) as SiteFilterCode);
              setFilterId('');
            }}
          >
            {t.filters.map((label, code) => (
              <option key={label} value={code}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {flt >= 1 && flt <= 3 && (
          <label>
            {t.filters[flt]}
            <select value={filterId} onChange={(event) => setFilterId(event.target.value)}>
              <option value="">{appMessages.setup.all}</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </Toolbar>
      {flt === 4 && <LazyPlacePicker label={t.searchPlace} value={place} onChange={setPlace} />}
      {list.error && <Alert>{list.error}</Alert>}
      {!list.sites ? (
        <Spinner />
      ) : list.sites.length === 0 ? (
        <EmptyState>{t.none}</EmptyState>
      ) : (
        <>
          <SiteTable sites={list.sites} onOpen={(site) => setOpen(site.sd)} />
          <Muted data-testid="sites-shown">{t.shown(list.sites.length, list.total)}</Muted>
          {list.hasMore && (
            <Button type="button" $variant="secondary" disabled={list.loading} onClick={list.more}>
              {appMessages.setup.more}
            </Button>
          )}
        </>
      )}
    </>
  );
}

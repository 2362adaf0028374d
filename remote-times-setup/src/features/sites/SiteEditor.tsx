/** A site opened from the list: the edit form with its close button, and delete with confirmation. */
import { useState } from 'react';
import { Button, Card, CardTitle, Row, Spinner, useApiAction } from '@times/shared-sdk';
import { ConfirmDialog, appMessages, sitesApi, useList } from '@times/shared-sdk/app';
import { SiteForm } from './SiteForm';
import { toSiteWrite, type SiteValues } from './toSiteWrite';
import type { SiteChoices } from './useSiteChoices';

export function SiteEditor({ std, choices, onDone }: { std: string; choices: SiteChoices; onDone: () => void }) {
  const t = appMessages.setup;
  const { items } = useList(
    (signal) => sitesApi.details(std, { signal }),
    (data) => [data.site_details],
    [std],
  );
  const { error, run } = useApiAction();
  const [confirming, setConfirming] = useState(false);
  const site = items?.[0];
  if (!site) return <Spinner />;

  const initial: SiteValues = {
    nm: site.name,
    clnt: site.clnt,
    sgd: site.sgd,
    ops: site.ops,
    gen_emply: site.gen_employees,
    usr_emply: site.usr_employees,
    loc_autocomplete: site.loc_autocomplete,
  };

  async function handleUpdate(values: SiteValues) {
    if (
      await run((signal) =>
        sitesApi.update(toSiteWrite(values, { std, loc_autocomplete: initial.loc_autocomplete }), { signal }),
      )
    )
      onDone();
  }

  async function handleDelete() {
    setConfirming(false);
    if (await run((signal) => sitesApi.remove(std, { signal }))) onDone();
  }

  return (
    <Card>
      <CardTitle as="h2">{site.name}</CardTitle>
      <SiteForm
        initial={initial}
        choices={choices}
        error={error}
        submitLabel={t.update}
        onSubmit={handleUpdate}
        onClose={onDone}
      />
      <Row>
        <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
          {t.delete}
        </Button>
      </Row>
      {confirming && (
        <ConfirmDialog
          message={t.confirmDelete(site.name)}
          onConfirm={() => void handleDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}

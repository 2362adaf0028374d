/**
 * /apptimes/kiosk: the sites the user may run a kiosk at (their timesheet site access with
 * isCreate); choosing one opens its kiosk at /apptimes/kiosk/<sd>, an address the site's device
 * can keep open.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, CardTitle, FieldLabel, FieldWrap, Muted, Row, Spinner } from '@times/shared-sdk';
import { appMessages, attendanceApi } from '@times/shared-sdk/app';
import styled from 'styled-components';

const Select = styled.select`
  padding: 8px;
  min-width: 260px;
`;

type Sites = { sd: string; name: string }[];

export function KioskSitePicker() {
  const t = appMessages.attendance.kiosk;
  const navigate = useNavigate();
  const [sites, setSites] = useState<Sites | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    void attendanceApi.sites({ signal: controller.signal }).then((outcome) => {
      if (outcome.kind === 'ok') setSites(outcome.data.sites.filter((site) => site.isCreate === 1));
      else if (outcome.kind === 'error') setError(outcome.message);
    });
    return () => controller.abort();
  }, []);

  return (
    <Card>
      <CardTitle>{t.title}</CardTitle>
      <Muted>{t.intro}</Muted>
      {error && <Alert>{error}</Alert>}
      {!sites && !error && <Spinner label={t.loadingSites} />}
      {sites && sites.length === 0 && <Alert tone="info">{t.noSites}</Alert>}
      {sites && sites.length > 0 && (
        <Row>
          <FieldWrap>
            <FieldLabel htmlFor="kiosk-site">{t.site}</FieldLabel>
            <Select id="kiosk-site" value={chosen} onChange={(event) => setChosen(event.target.value)}>
              <option value="">{t.selectSite}</option>
              {sites.map((site) => (
                <option key={site.sd} value={site.sd}>
                  {site.name}
                </option>
              ))}
            </Select>
          </FieldWrap>
          <Button type="button" disabled={!chosen} onClick={() => void navigate(encodeURIComponent(chosen))}>
            {t.start}
          </Button>
        </Row>
      )}
    </Card>
  );
}

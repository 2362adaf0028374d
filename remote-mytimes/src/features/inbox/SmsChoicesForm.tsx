/** Which inbox messages also go to the employee's phone by SMS: their roster and days, their requests decided. */
import { useState } from 'react';
import styled from 'styled-components';
import type { SmsChoices } from '@times/shared-sdk';
import { Alert, Button } from '@times/shared-sdk';
import { myTimesMessages, myTimesApi } from '@times/shared-sdk/mytimes';

const i = myTimesMessages.inbox;

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 12px 14px;
  margin-top: 24px;
  label {
    display: flex;
    gap: 10px;
    align-items: center;
    min-height: 40px;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

export function SmsChoicesForm({ choices, onSaved }: { choices: SmsChoices; onSaved: () => void }) {
  const [values, setValues] = useState<SmsChoices>(choices);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const toggle = (key: keyof SmsChoices) => setValues((now) => ({ ...now, [key]: now[key] === 1 ? 0 : 1 }));
  const save = async () => {
    const outcome = await myTimesApi.setSms(values);
    if (outcome.kind === 'ok') {
      setNotice({ tone: 'success', text: i.saved });
      onSaved();
    } else if (outcome.kind === 'error') setNotice({ tone: 'error', text: outcome.message });
  };
  return (
    <Fieldset>
      <legend>{i.sms}</legend>
      <label>
        <input type="checkbox" checked={values.roster === 1} onChange={() => toggle('roster')} />
        {i.smsRoster}
      </label>
      <label>
        <input type="checkbox" checked={values.requests === 1} onChange={() => toggle('requests')} />
        {i.smsRequests}
      </label>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Button type="button" $variant="secondary" onClick={() => void save()}>
        {i.save}
      </Button>
    </Fieldset>
  );
}

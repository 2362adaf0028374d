/** Which inbox messages also go to the employee's phone by SMS: their roster and days, their requests decided. */
import { useState } from 'react';
import type { SmsChoices } from '@times/shared-sdk';
import { Alert, Button } from '@times/shared-sdk';
import { myTimesMessages, myTimesApi } from '@times/shared-sdk/mytimes';
import { ChoiceFieldset } from '../../layout/ChoiceFieldset';

const i = myTimesMessages.inbox;

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
    <ChoiceFieldset>
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
    </ChoiceFieldset>
  );
}

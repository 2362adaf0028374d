/**
 * The Create Roster form's second action (ours): the same start date, every shift of the site. The
 * date is validated as for a single start; what the server answers is listed under the form.
 */
import { useFormikContext } from 'formik';
import { Alert, Button } from '@times/shared-sdk';
import type { RosterStartValues } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { useSiteCalculation } from './useSiteCalculation';

const t = appMessages.rosters.create;

export function SiteCalculationButton({ shift, onCreated }: { shift: RosterShift; onCreated: (rstd: string) => void }) {
  const { values, validateForm, setTouched, isSubmitting } = useFormikContext<RosterStartValues>();
  const site = useSiteCalculation(shift, onCreated);
  const click = async () => {
    const errors = await validateForm();
    if (errors.start_date) {
      await setTouched({ start_date: true });
      return;
    }
    await site.start(values.start_date);
  };
  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        disabled={isSubmitting || site.busy}
        title={t.siteHint}
        onClick={() => void click()}
      >
        {site.recalculating ? t.recalculateSite : t.calculateSite}
      </Button>
      {site.messages.map((message) => (
        <Alert key={message.text} tone={message.tone}>
          {message.text}
        </Alert>
      ))}
    </>
  );
}

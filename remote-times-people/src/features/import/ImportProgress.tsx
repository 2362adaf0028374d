/** 'Imported n of m rows' and a bar, while the batches run. */
import styled from 'styled-components';
import { appMessages } from '@times/shared-sdk/app';

const t = appMessages.employees.import;

const Track = styled.div`
  height: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.brandLight};
  overflow: hidden;
  margin-top: 6px;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.brand};
  transition: width 0.2s ease;
`;

export function ImportProgress({ done, total }: { done: number; total: number }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div>
      <p role="status" aria-live="polite" style={{ margin: 0 }}>
        {t.progress(done, total)}
      </p>
      <Track
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t.progress(done, total)}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
    </div>
  );
}

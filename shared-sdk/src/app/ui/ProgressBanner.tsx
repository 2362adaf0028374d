/**
 * A clickable progress banner (setup wizards): its text and a bar of the percentage done.
 * The button's name is the text and the percentage, '{label} ({n}%)', as it is shown; the bar only
 * draws it (a button's content is not read out as widgets), so it is hidden from assistive technology.
 */
import styled from 'styled-components';

const Banner = styled.button`
  display: block;
  width: 100%;
  text-align: left;
  border: none;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.brandLight};
  color: ${({ theme }) => theme.colors.brand};
  padding: 12px 16px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover { filter: brightness(0.97); }
`;

const Line = styled.span`
  display: flex;
  justify-content: space-between;
  gap: 12px;
`;

const Track = styled.span`
  display: block;
  height: 6px;
  margin-top: 8px;
  border-radius: 3px;
  background: rgba(59, 31, 92, 0.15);
  overflow: hidden;
`;

const Fill = styled.span<{ $percent: number }>`
  display: block;
  height: 100%;
  width: ${({ $percent }) => `${$percent}%`};
  background: ${({ theme }) => theme.colors.brand};
`;

export function ProgressBanner({ label, percent, onClick }: { label: string; percent: number; onClick: () => void }) {
  const clamped = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <Banner type="button" onClick={onClick} aria-label={`${label} (${clamped}%)`}>
      <Line>
        <span>{label}</span>
        <span>({clamped}%)</span>
      </Line>
      <Track aria-hidden="true">
        <Fill $percent={clamped} />
      </Track>
    </Banner>
  );
}

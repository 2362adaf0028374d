/**
 * The hard rules pinned days break (ours, issue 17: which pins conflict with which rule), under the
 * summary cards: per rule (named as in the rule violations) how many, and the engine's reasons
 * naming the pins. Nothing when no pin breaks a rule.
 */
import styled from 'styled-components';
import { Card } from '@times/shared-sdk';
import type { RosterPinConflict } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const t = appMessages.rosters.summary.pinConflicts;

const Box = styled(Card)`
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  h4 { margin: 0 0 4px; color: ${({ theme }) => theme.colors.brand}; }
  p { margin: 0 0 8px; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  ul { margin: 0; padding-left: 20px; }
  li { font-size: 0.9rem; }
  li > ul { margin: 2px 0 6px; }
`;

export function PinConflicts({ conflicts = [] }: { conflicts?: readonly RosterPinConflict[] }) {
  if (conflicts.length === 0) return null;
  return (
    <Box aria-label={t.title}>
      <h4>{t.title}</h4>
      <p>{t.intro}</p>
      <ul>
        {conflicts.map((conflict) => (
          <li key={conflict.rule_name}>
            <strong>{t.rule(conflict.rule_name, conflict.count)}</strong>
            <ul>
              {conflict.reasons.map((reason, index) => (
                <li key={index}>{reason}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Box>
  );
}

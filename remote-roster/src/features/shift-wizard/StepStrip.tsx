/**
 * The wizard's numbered progress strip: the four steps with their number, name and state (done
 * from the wizard status, the current one marked); a step is opened by clicking it.
 */
import styled from 'styled-components';
import type { RosterWizardResponse } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { stepDone } from './wizardFlags';

const t = appMessages.shiftSetup.wizard;

const Strip = styled.ol`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  counter-reset: step;
`;

const StepButton = styled.button<{ $current: boolean; $done: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 6px 12px 6px 6px;
  border-radius: 999px;
  font: inherit;
  cursor: pointer;
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.brand : theme.colors.border)};
  background: ${({ theme, $current }) => ($current ? theme.colors.brandLight : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ $current }) => ($current ? 700 : 500)};
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    color: #fff;
    background: ${({ theme, $done, $current }) => ($done ? theme.colors.success : $current ? theme.colors.brand : theme.colors.muted)};
  }
`;

interface Props {
  wizard: RosterWizardResponse;
  current: number;
  onOpen: (index: number) => void;
}

export function StepStrip({ wizard, current, onOpen }: Props) {
  return (
    <Strip aria-label={t.title}>
      {t.steps.map((name, index) => {
        const done = stepDone(wizard, index);
        return (
          <li key={name}>
            <StepButton
              type="button"
              $current={index === current}
              $done={done}
              aria-current={index === current ? 'step' : undefined}
              aria-label={`${t.stepLabel(index + 1, name)}${done ? ` (${t.stepDone(name)})` : ''}`}
              onClick={() => onOpen(index)}
            >
              <span aria-hidden>{done ? '✓' : index + 1}</span>
              {name}
            </StepButton>
          </li>
        );
      })}
    </Strip>
  );
}

/**
 * 'Use wizard to setup times': the five numbered steps with Previous and Next and the
 * 'Setup progress' bar, opening at the first step not done. Each step shows its form, loaded
 * from the remote that owns it; saving it refreshes the app details (the progress and the
 * banner follow) and moves on to the next step not done.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Row } from '@times/shared-sdk';
import { Modal, appMessages, useTimesStore } from '@times/shared-sdk/app';
import type { WizardStepProps } from '@times/shared-sdk/app';
import { RemoteSection } from '../federation/RemoteSection';
import { openingStep, progressOf, stepAfter, wizardSteps, type WizardStep } from './setupWizard';

const t = appMessages.times;

const Strip = styled.ol`
  display: flex;
  gap: 8px;
  list-style: none;
  padding: 0;
  margin: 0 0 20px;
  flex-wrap: wrap;
`;

const StepBadge = styled.li<{ $current: boolean; $done: boolean }>`
  display: flex;
  align-items: center;
  gap: 6px;
  font-weight: ${({ $current }) => ($current ? 700 : 500)};
  color: ${({ theme, $current }) => ($current ? theme.colors.brand : theme.colors.muted)};
  span {
    display: inline-flex;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    align-items: center;
    justify-content: center;
    color: #fff;
    background: ${({ theme, $done, $current }) => ($done ? theme.colors.success : $current ? theme.colors.brand : theme.colors.border)};
  }
`;

const GoTo = styled.div`
  margin-top: 12px;
`;

const Bar = styled.div`
  margin: 16px 0;
  label { font-weight: 600; display: block; margin-bottom: 6px; }
  progress { width: 100%; height: 12px; accent-color: ${({ theme }) => theme.colors.brand}; }
`;

export function SetupWizardModal({ steps, onClose }: { steps: WizardStep[]; onClose: () => void }) {
  const navigate = useNavigate();
  const refreshDetails = useTimesStore((state) => state.refreshDetails);
  const [index, setIndex] = useState(() => openingStep(steps));
  const step = steps[index];
  const percent = progressOf(steps);

  async function handleCompleted() {
    await refreshDetails();
    const details = useTimesStore.getState().details;
    if (details) setIndex((current) => stepAfter(wizardSteps(details), current));
  }

  function handleGo() {
    if (!step) return;
    onClose();
    void navigate(step.path);
  }

  return (
    <Modal title={t.wizardTitle} size="lg" onClose={onClose}>
      <Strip aria-label={t.wizardTitle}>
        {steps.map((s, i) => (
          <StepBadge key={s.name} $current={i === index} $done={s.done} aria-current={i === index ? 'step' : undefined}>
            <span>{i + 1}</span>
            {s.name}
          </StepBadge>
        ))}
      </Strip>
      {step && (
        <section aria-label={step.name}>
          <h3>
            {index + 1}. {step.name}
          </h3>
          <p>{step.done ? t.stepDone(step.name) : t.stepTodo(step.name)}</p>
          <RemoteSection<WizardStepProps>
            key={step.module}
            remote={step.remote}
            module={step.module}
            props={{ onCompleted: () => void handleCompleted() }}
          />
          <GoTo>
            <Button type="button" $variant="secondary" onClick={handleGo}>
              {t.openStep(step.name)}
            </Button>
          </GoTo>
        </section>
      )}
      <Bar>
        <label htmlFor="setup-progress">{t.setupProgress}</label>
        <progress id="setup-progress" max={100} value={percent}>
          {percent}%
        </progress>
      </Bar>
      <Row>
        <Button type="button" $variant="secondary" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
          {t.previous}
        </Button>
        <Button type="button" disabled={index === steps.length - 1} onClick={() => setIndex((i) => i + 1)}>
          {t.next}
        </Button>
      </Row>
    </Modal>
  );
}

/** One roster rule of a list: its priority number when assigned, its name and abbreviation, and its buttons. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RosterRule } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

/** The attribute that marks a rule item: Sortable drags these, a drop reads the rule id from it. */
export const RULE_ITEM = '[data-rule-id]';

export const ruleIdOf = (item: HTMLElement): number => Number(item.dataset.ruleId);

const Item = styled.li<{ $draggable: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: ${({ $draggable }) => ($draggable ? 'grab' : 'default')};
  user-select: ${({ $draggable }) => ($draggable ? 'none' : 'auto')};
  &.sortable-ghost { opacity: 0.4; border-style: dashed; }
`;

const Priority = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 28px;
  height: 28px;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-weight: 700;
`;

const Name = styled.span`
  flex: 1;
  strong { color: ${({ theme }) => theme.colors.brand}; }
  small { color: ${({ theme }) => theme.colors.muted}; margin-left: 6px; font-weight: 600; }
`;

const Actions = styled.span`
  display: flex;
  gap: 6px;
  flex-wrap: wrap;
`;

interface Props {
  rule: RosterRule;
  /** Shown for an assigned rule. */
  priority?: number;
  draggable: boolean;
  children?: ReactNode;
}

export function RuleItem({ rule, priority, draggable, children }: Props) {
  return (
    <Item data-rule-id={rule.id} aria-label={rule.name} $draggable={draggable}>
      {priority !== undefined && (
        <Priority title={appMessages.shiftSetup.constraints.priority(priority)}>{priority}</Priority>
      )}
      <Name>
        <strong>{rule.name}</strong>
        <small>{rule.abbr}</small>
      </Name>
      {children && <Actions>{children}</Actions>}
    </Item>
  );
}

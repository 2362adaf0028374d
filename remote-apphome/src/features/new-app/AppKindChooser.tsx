/** First choice of the create-app page: an organization app or an own app. */
import styled from 'styled-components';
import { appMessages } from '@times/shared-sdk/app';

export type AppKind = 'organization' | 'own';

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 12px;
`;

const Choice = styled.button`
  text-align: left;
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  padding: 18px;
  font: inherit;
  cursor: pointer;
  strong { display: block; font-size: 1.05rem; color: ${({ theme }) => theme.colors.brand}; margin-bottom: 4px; }
  span { color: ${({ theme }) => theme.colors.muted}; }
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
`;

export function AppKindChooser({ onChoose }: { onChoose: (kind: AppKind) => void }) {
  const t = appMessages.newApp;
  return (
    <section aria-label={t.chooseKind}>
      <p>{t.chooseKind}</p>
      <Choices>
        <Choice type="button" onClick={() => onChoose('organization')}>
          <strong>{t.organizationApp}</strong>
          <span>{t.organizationAppText}</span>
        </Choice>
        <Choice type="button" onClick={() => onChoose('own')}>
          <strong>{t.ownApp}</strong>
          <span>{t.ownAppText}</span>
        </Choice>
      </Choices>
    </section>
  );
}

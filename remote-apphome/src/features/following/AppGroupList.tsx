/** A titled list of apps; choosing one opens it. */
import styled from 'styled-components';
import { type AppGroup, type AppSummary } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const Section = styled.section`
  margin-bottom: 20px;
  h3 { margin: 0 0 10px; font-size: 1rem; color: ${({ theme }) => theme.colors.muted}; }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
`;

const AppButton = styled.button`
  width: 100%;
  text-align: left;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 14px 16px;
  font: inherit;
  cursor: pointer;
  strong { display: block; color: ${({ theme }) => theme.colors.brand}; }
  span { color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
`;

interface Props {
  group: AppGroup;
  onOpen: (app: AppSummary) => void;
  /** Keys must differ where the same app shows in two lists. */
  keyPrefix: string;
}

export function AppGroupList({ group, onOpen, keyPrefix }: Props) {
  return (
    <Section aria-label={group.name}>
      <h3>{group.name}</h3>
      <Grid>
        {group.apps.map((app) => (
          <li key={`${keyPrefix}-${app.app_id}`}>
            <AppButton type="button" onClick={() => onOpen(app)} aria-label={appMessages.appHome.openApp(app.ap_name)}>
              <strong>{app.ap_name}</strong>
              <span>{app.sp_name}</span>
            </AppButton>
          </li>
        ))}
      </Grid>
    </Section>
  );
}

import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  transition: background 0.15s ease;
  &:disabled { opacity: 0.6; cursor: not-allowed; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`background: ${theme.colors.surface}; color: ${theme.colors.brand}; border-color: ${theme.colors.brand};`;
      case 'danger':
        return css`background: ${theme.colors.danger}; color: #fff;`;
      case 'link':
        return css`background: none; color: ${theme.colors.accent}; padding: 0; min-height: 0; font-weight: 500;`;
      default:
        return css`background: ${theme.colors.brand}; color: #fff; &:hover:not(:disabled) { background: ${theme.colors.brandDark}; }`;
    }
  }}
`;

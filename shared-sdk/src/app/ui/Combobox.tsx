/** The parts of a search box with a listbox of matches (see useCombobox). */
import styled from 'styled-components';
import { controlCss } from '../../ui/controlCss';

/** A text box with the form fields' look (TextField's control); red-bordered when invalid. */
export const ControlInput = styled.input<{ $invalid?: boolean }>`
  ${controlCss}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
`;

/** Holds the box and its list, which opens below it. */
export const ComboboxFrame = styled.div`
  position: relative;
`;

export const ComboboxList = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + 2px);
  left: 0;
  right: 0;
  max-height: 260px;
  overflow-y: auto;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  box-shadow: ${({ theme }) => theme.shadow};
`;

export const ComboboxOption = styled.li<{ $active: boolean }>`
  padding: 6px 10px;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.brandLight : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.colors.brandLight};
  }
`;

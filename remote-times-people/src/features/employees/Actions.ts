import styled from 'styled-components';
import { Row } from '@times/shared-sdk';

/** A row of buttons set apart from what is above and below it. */
export const Actions = styled(Row)`
  margin: 12px 0;
`;

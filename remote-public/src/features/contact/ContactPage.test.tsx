import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot, generalApi } from '@times/shared-sdk';
import { ContactPage } from './ContactPage';

const renderPage = () =>
  render(
    <ThemeRoot>
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>
    </ThemeRoot>,
  );

async function fillValid() {
  await userEvent.selectOptions(screen.getByLabelText('Select Product'), 'Smart AMI');
  await userEvent.type(screen.getByLabelText('Name'), 'Sipho');
  await userEvent.type(screen.getByLabelText('Surname'), 'Dlamini');
  await userEvent.type(screen.getByLabelText('Mobile'), '0821234567');
  await userEvent.type(screen.getByLabelText('Email'), 'sipho@example.com');
}

describe('ContactPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the validation messages', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Name'), 'S');
    await userEvent.type(screen.getByLabelText('Email'), 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Surname is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Valid mobile number is required')).toBeInTheDocument();
  });

  it('sends the request and confirms it', async () => {
    const contactUs = jest.spyOn(generalApi, 'contactUs').mockResolvedValue({ kind: 'ok', data: { status: 'OK' } });
    renderPage();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your request has been submitted')).toBeInTheDocument();
    expect(contactUs).toHaveBeenCalledWith(
      { name: 'Sipho', surname: 'Dlamini', email: 'sipho@example.com', mobile: '0821234567', product_id: 3 },
      expect.anything(),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('shows Please fill up all the fields when the server refuses, keeping the form', async () => {
    jest
      .spyOn(generalApi, 'contactUs')
      .mockResolvedValue({ kind: 'error', status: 'VALIDATION_ERROR', message: 'Please fill up all the fields' });
    renderPage();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill up all the fields');
    expect(screen.getByLabelText('Name')).toHaveValue('Sipho');
  });
});

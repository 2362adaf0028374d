import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import { faceApi } from '@times/shared-sdk/app';
import { EmployeePhoto } from '../EmployeePhoto';
import { EmployeeThumbnail } from '../EmployeeThumbnail';

const okThumb = (link: string) => ({ kind: 'ok' as const, data: { status: 'OK', thump_link: link } });
const okImage = (link: string) => ({ kind: 'ok' as const, data: { status: 'OK', image_link: link } });

describe('EmployeeThumbnail', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the silhouette and the no-photo text without asking when there is no photo', async () => {
    const link = jest.spyOn(faceApi, 'thumbnailLink');
    const onClick = jest.fn();
    render(
      <ThemeRoot>
        <EmployeeThumbnail empd="E1" name="Jane" hasImage={false} onClick={onClick} />
      </ThemeRoot>,
    );
    expect(screen.getByText('No photo yet')).toBeInTheDocument();
    expect(link).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Jane photo' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('shows the 150x150 thumbnail from its link and asks again when the version changes', async () => {
    const link = jest
      .spyOn(faceApi, 'thumbnailLink')
      .mockResolvedValueOnce(okThumb('http://s/t1'))
      .mockResolvedValueOnce(okThumb('http://s/t2'));
    const view = (version: number) => (
      <ThemeRoot>
        <EmployeeThumbnail empd="E1" name="Jane" hasImage version={version} />
      </ThemeRoot>
    );
    const { rerender } = render(view(0));
    const image = await screen.findByRole('img', { name: 'Jane photo' });
    expect(image).toHaveAttribute('src', 'http://s/t1');
    expect(image).toHaveAttribute('width', '150');
    expect(link).toHaveBeenCalledWith('E1', expect.objectContaining({ signal: expect.any(AbortSignal) }));
    rerender(view(1));
    expect(await screen.findByRole('img', { name: 'Jane photo' })).toHaveAttribute('src', 'http://s/t2');
    expect(link).toHaveBeenCalledTimes(2);
  });

  it('loads after an upload even if hasImage was not refreshed', async () => {
    jest.spyOn(faceApi, 'thumbnailLink').mockResolvedValue(okThumb('http://s/new'));
    render(
      <ThemeRoot>
        <EmployeeThumbnail empd="E1" name="Jane" hasImage={false} version={1} />
      </ThemeRoot>,
    );
    expect(await screen.findByRole('img', { name: 'Jane photo' })).toHaveAttribute('src', 'http://s/new');
  });

  it('falls back to the no-photo text when the picture does not load', async () => {
    jest.spyOn(faceApi, 'thumbnailLink').mockResolvedValue(okThumb('http://s/missing'));
    render(
      <ThemeRoot>
        <EmployeeThumbnail empd="E1" name="Jane" hasImage />
      </ThemeRoot>,
    );
    fireEvent.error(await screen.findByRole('img', { name: 'Jane photo' }));
    expect(screen.getByText('No photo yet')).toBeInTheDocument();
  });
});

describe('EmployeePhoto', () => {
  afterEach(() => jest.restoreAllMocks());

  const renderPhoto = () =>
    render(
      <ThemeRoot>
        <EmployeePhoto empd="E1" name="Jane" />
      </ThemeRoot>,
    );

  it('shows the 300x300 image', async () => {
    jest.spyOn(faceApi, 'imageLink').mockResolvedValue(okImage('http://s/i'));
    renderPhoto();
    const image = await screen.findByRole('img', { name: 'Jane photo' });
    expect(image).toHaveAttribute('src', 'http://s/i');
    expect(image).toHaveAttribute('width', '300');
  });

  it('says there is no photo when there is no link', async () => {
    jest.spyOn(faceApi, 'imageLink').mockResolvedValue(okImage(''));
    renderPhoto();
    expect(await screen.findByText('No photo yet')).toBeInTheDocument();
  });

  it('shows a failed call', async () => {
    jest
      .spyOn(faceApi, 'imageLink')
      .mockResolvedValue({ kind: 'error', status: 'EMPLOYEE_DOES_NOT_EXIST', message: 'Employee does not exist' });
    renderPhoto();
    expect(await screen.findByRole('alert')).toHaveTextContent('Employee does not exist');
  });
});

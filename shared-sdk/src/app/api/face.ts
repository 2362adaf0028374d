/** Times backend: face vectors and the employee photo's upload links and commits (spec 001 section 7). */
import { Status, post } from '@times/shared-sdk';
import type {
  ApiResponse,
  CallOptions,
  ImageLinkResponse,
  StatusMessages,
  ThumbnailLinkResponse,
  UploadCommit,
  UploadLinksResponse,
} from '@times/shared-sdk';
import { EmployeeStatus } from '../../constants/employees';
import { appMessages } from '../catalogue/appMessages';
import { TimesPaths } from '../../contract/timesPaths';

const t = appMessages.employees;

export const faceMessages = {
  byStatus: {
    [Status.INVALID_USER_RIGHTS]: appMessages.status.invalidUserRights,
    [EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST]: t.notExist,
  },
} satisfies StatusMessages;

const p = TimesPaths.face;
const m = faceMessages;

export const faceApi = {
  addFace: (empd: string, vector1: number[], vector2: number[], options?: CallOptions) =>
    post<ApiResponse>('times', p.add, { empd, vector1, vector2 }, options, m),
  uploadLinks: (empd: string, options?: CallOptions) =>
    post<UploadLinksResponse>('times', p.uploadLinks, { empd }, options, m),
  confirmThumbnail: (commit: UploadCommit, options?: CallOptions) =>
    post<ApiResponse>('times', p.confirmThumbnail, { ...commit }, options, m),
  confirmImage: (commit: UploadCommit, options?: CallOptions) =>
    post<ApiResponse>('times', p.confirmImage, { ...commit }, options, m),
  thumbnailLink: (empd: string, options?: CallOptions) =>
    post<ThumbnailLinkResponse>('times', p.thumbnailLink, { empd }, options, m),
  imageLink: (empd: string, options?: CallOptions) =>
    post<ImageLinkResponse>('times', p.imageLink, { empd }, options, m),
};

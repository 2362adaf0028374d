/** Times backend: face vectors and the employee photo's upload links and commits (spec 001 section 7). */
import { Status, callContract } from '@times/shared-sdk';
import type { CallOptions, CallTexts, UploadCommit } from '@times/shared-sdk';
import { Contract, GENERIC_APP_STATUSES } from '../../contract';
import { EmployeeStatus } from '../../constants/employees';
import { appMessages } from '../catalogue/appMessages';

const t = appMessages.employees;

export const faceMessages = {
  byStatus: {
    [Status.INVALID_USER_RIGHTS]: appMessages.status.invalidUserRights,
    [EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST]: t.notExist,
  },
  /** A photo whose blocks do not match shows the generic text (the capture is retried). */
  generic: [...GENERIC_APP_STATUSES, EmployeeStatus.UPLOAD_INVALID],
} satisfies CallTexts;

const c = Contract.face;
const m = faceMessages;

export const faceApi = {
  addFace: (empd: string, vector1: number[], vector2: number[], options?: CallOptions) =>
    callContract(c.add, { empd, vector1, vector2 }, options, m),
  uploadLinks: (empd: string, options?: CallOptions) => callContract(c.uploadLinks, { empd }, options, m),
  confirmThumbnail: (commit: UploadCommit, options?: CallOptions) =>
    callContract(c.confirmThumbnail, { ...commit }, options, m),
  confirmImage: (commit: UploadCommit, options?: CallOptions) =>
    callContract(c.confirmImage, { ...commit }, options, m),
  thumbnailLink: (empd: string, options?: CallOptions) => callContract(c.thumbnailLink, { empd }, options, m),
  imageLink: (empd: string, options?: CallOptions) => callContract(c.imageLink, { empd }, options, m),
  addDescriptors: (empd: string, descriptors: number[][], options?: CallOptions) =>
    callContract(c.descriptors, { empd, descriptors }, options, m),
};

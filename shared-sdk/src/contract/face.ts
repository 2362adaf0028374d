/** The face vector and employee photo calls (spec 001 section 7; TimesPaths.face). */
import type { ApiResponse, ImageLinkResponse, ThumbnailLinkResponse, UploadLinksResponse } from '../api/types';
import { EmployeeStatus as E } from '../constants/employees';
import { defineCall, schemaRef, shape } from './call';
import { APP_CALL } from './statusGroups';
import { TimesPaths } from './timesPaths';

const p = TimesPaths.face;
const times = 'times' as const;

/** Every face call names an employee of the app. */
const ON_EMPLOYEE = [...APP_CALL, E.EMPLOYEE_DOES_NOT_EXIST] as const;

/** A committed part whose blocks do not match its size or dimensions, and why. */
const confirm = {
  request: schemaRef('faceConfirmSchema'),
  response: shape<ApiResponse>(),
  statuses: [...ON_EMPLOYEE, E.UPLOAD_INVALID],
  carries: shape<{ UPLOAD_INVALID: { reason: string } }>(),
} as const;

export const face = {
  add: defineCall({
    backend: times,
    path: p.add,
    request: schemaRef('faceAddSchema'),
    response: shape<ApiResponse>(),
    statuses: ON_EMPLOYEE,
  }),
  uploadLinks: defineCall({
    backend: times,
    path: p.uploadLinks,
    request: schemaRef('employeeIdSchema'),
    response: shape<UploadLinksResponse>(),
    statuses: ON_EMPLOYEE,
  }),
  confirmThumbnail: defineCall({ backend: times, path: p.confirmThumbnail, ...confirm }),
  confirmImage: defineCall({ backend: times, path: p.confirmImage, ...confirm }),
  thumbnailLink: defineCall({
    backend: times,
    path: p.thumbnailLink,
    request: schemaRef('employeeIdSchema'),
    response: shape<ThumbnailLinkResponse>(),
    statuses: ON_EMPLOYEE,
  }),
  /** Ours (issue 20): the employee's face descriptors, replacing earlier ones. */
  descriptors: defineCall({
    backend: times,
    path: p.descriptors,
    request: schemaRef('faceDescriptorsSchema'),
    response: shape<ApiResponse>(),
    statuses: ON_EMPLOYEE,
  }),
  imageLink: defineCall({
    backend: times,
    path: p.imageLink,
    request: schemaRef('employeeIdSchema'),
    response: shape<ImageLinkResponse>(),
    statuses: ON_EMPLOYEE,
  }),
};

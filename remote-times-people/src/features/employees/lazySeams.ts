/**
 * The parts of the Employees screen written elsewhere, each loaded when first shown: face capture
 * (the face model), the CSV import (papaparse) and the Leave Days tab.
 */
import { lazy } from 'react';

export const FaceCapture = lazy(() =>
  import(/* webpackChunkName: "face-capture" */ '../face/FaceCapture').then((module) => ({
    default: module.FaceCapture,
  })),
);

export const ImportEmployees = lazy(() =>
  import(/* webpackChunkName: "import-employees" */ '../import/ImportEmployees').then((module) => ({
    default: module.ImportEmployees,
  })),
);

export const LeaveDays = lazy(() =>
  import(/* webpackChunkName: "leave-days" */ '../leave/LeaveDays').then((module) => ({ default: module.LeaveDays })),
);

/**
 * The summary of a shift's employees (the first page of the shift employee list carries it):
 * reloaded when the shift or `version` changes (a save elsewhere in the wizard).
 */
import { useEffect, useState } from 'react';
import { useAbortSignal } from '@times/shared-sdk';
import type { ShiftEmployeesSummary } from '@times/shared-sdk';
import { ShiftEmployeeFilter, ShiftEmployeePage, rosterShiftApi } from '@times/shared-sdk/app';

export function firstPageQuery(std: string, sftd: string) {
  return {
    std,
    sftd,
    flt: ShiftEmployeeFilter.ALL,
    pg: ShiftEmployeePage.FIRST,
    lst_count: 0,
    lst_date: '',
    lst_name: '',
    srch_word: '',
  };
}

export function useShiftSummary(std: string, sftd: string, version = 0) {
  const [summary, setSummary] = useState<ShiftEmployeesSummary | null>(null);
  const nextSignal = useAbortSignal();
  useEffect(() => {
    let current = true;
    void rosterShiftApi.employees(firstPageQuery(std, sftd), { signal: nextSignal() }).then((outcome) => {
      if (current && outcome.kind === 'ok') setSummary(outcome.data.shift_employees_summary);
    });
    return () => {
      current = false;
    };
  }, [std, sftd, version, nextSignal]);
  return summary;
}

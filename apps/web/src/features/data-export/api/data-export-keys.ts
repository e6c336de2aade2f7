/** Query keys of 'Download my data', from one place. */
export const dataExportKeys = {
  all: ["data-export"] as const,
  latest: () => [...dataExportKeys.all, "latest"] as const,
};

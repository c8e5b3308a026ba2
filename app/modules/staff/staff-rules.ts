/** The shortest password a staff account may have; the forms show it without loading the schema. */
export const minStaffPasswordLength = 12;

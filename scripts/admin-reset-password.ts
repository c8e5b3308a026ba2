// Placeholder: replaced by the back-office access engineer.
console.error("Not implemented yet.");
process.exit(1);

// Placeholder benchmark runner.
console.log('no benchmarks yet');

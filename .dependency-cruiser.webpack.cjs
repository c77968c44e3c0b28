// Only for dependency-cruiser: the `~/` alias of tsconfig.json (paths without a baseUrl, which its
// tsconfig reader does not follow).
module.exports = { resolve: { alias: { "~": require("node:path").resolve(__dirname, "app") } } };

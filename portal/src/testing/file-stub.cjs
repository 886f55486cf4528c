// Stands in for imported stylesheets and images in Jest.
module.exports = 'file-stub';
